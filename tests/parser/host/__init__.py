"""Tests of parser.host."""
