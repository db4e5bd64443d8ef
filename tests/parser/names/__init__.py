"""Tests of parser.names."""
